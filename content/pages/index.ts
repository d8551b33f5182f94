/** The copy of each practice page, one module a page (content/pages/<page>.ts). */
export { patientsPage } from './patients';
export { formsPage } from './forms';
export { reviewUsPage } from './review-us';
export { newPatientPage } from './new-patient-special';
export { aboutPage } from './about';
export { teamPage } from './team';
export { testimonialsPage } from './testimonials';
export { contactPage } from './contact';
export { appointmentPage } from './appointment';
