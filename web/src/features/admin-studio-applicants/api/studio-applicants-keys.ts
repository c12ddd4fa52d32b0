// Query keys of the Studio applicants section, general to specific, so `studioApplicantsKeys.all` reaches every one.
export const studioApplicantsKeys = {
  all: ['admin-studio-applicants'] as const,
  list: () => [...studioApplicantsKeys.all, 'list'] as const,
};
