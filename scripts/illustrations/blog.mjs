export const blog = {};
