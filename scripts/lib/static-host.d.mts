// Types for static-host.mjs.
import type { Page } from '@playwright/test';

export declare function asOnAStaticHost(page: Page): Promise<void>;
