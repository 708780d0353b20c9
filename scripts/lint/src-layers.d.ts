import type { Rule } from 'eslint';

export declare const srcLayers: Rule.RuleModule;
