import { chromium } from '@playwright/test';
export const BASE = 'http://127.0.0.1:4301';
export const PAGES = ['/design-system','/components/accordion','/components/alert','/components/badge','/components/carousel','/components/code-block','/components/hero-panel','/components/info-box'];
export async function launch() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
}
export const slug = p => p.replace(/^\//,'').replace(/\//g,'_') || 'home';
