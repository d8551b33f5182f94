/**
 * The narrowest sandbox and permissions each embedded vendor works with.
 * Every frame gets scripts and its own origin (the vendors' widgets need
 * both); only forms may submit, only the video may autoplay and go full screen.
 */
const base = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox';

export const framePolicies = {
  video: {
    sandbox: `${base} allow-presentation`,
    allow: 'autoplay; encrypted-media; picture-in-picture; fullscreen',
  },
  form: { sandbox: `${base} allow-forms`, allow: undefined },
  reviews: { sandbox: base, allow: undefined },
  map: { sandbox: base, allow: undefined },
} as const;
