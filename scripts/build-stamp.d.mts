// Types of build-stamp.mjs (plain JavaScript, so `npm start` runs it without a TypeScript loader).
export interface Build {
  workspace: string;
  dist: string;
  inputs: string[];
}
export const STAMP_FILE: string;
export const BUILDS: { web: Build; backoffice: Build; studio: Build };
export const sourcesHash: (root: string, inputs: string[]) => string;
export const needsBuild: (root: string, build: Build) => boolean;
export const writeStamp: (root: string, build: Build, hash: string) => void;
export const buildIfNeeded: (root: string, build: Build, options?: { force?: boolean }) => void;
