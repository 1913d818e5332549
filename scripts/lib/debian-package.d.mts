// Types for debian-package.mjs.
export declare function ensureDebianPackage(program: string, name: string, purpose: string): void;
