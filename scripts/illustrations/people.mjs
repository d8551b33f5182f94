export const people = {};
