import type { ESLint } from 'eslint';

export function areaOf(file: string): {
  kind: 'app' | 'shell' | 'tooling';
  side: 'web' | 'server' | 'pure' | 'other';
  app?: string;
};
export function isTestFile(file: string): boolean;
export function doorViolation(file: string, source: string): string | null;
export const doorsPlugin: ESLint.Plugin;
