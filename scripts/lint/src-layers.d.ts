import type { Rule } from 'eslint';

export declare const srcLayers: Rule.RuleModule;
export declare const CORE_ORDER: readonly string[];
