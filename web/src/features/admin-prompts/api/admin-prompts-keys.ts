// Query keys of the admin System Prompts section, general to specific.
export const adminPromptsKeys = {
  all: ['admin-prompts'] as const,
  current: () => [...adminPromptsKeys.all, 'current'] as const,
};
