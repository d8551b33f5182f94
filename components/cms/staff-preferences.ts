import { setStaffPreferences } from '@/components/cms/no-lost-edits';

// Sveltia reads its preferences as its module loads: this module is imported before it
// (components/cms/admin.tsx, first import), so it reads the staff's.
setStaffPreferences();
