import type { Rule } from 'eslint';

export const webApiTypes: Rule.RuleModule;
