import { defineConfig } from '@playwright/test';
import { chromiumLaunch } from './test/e2e/chromium.ts';

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: chromiumLaunch,
    trace: 'off',
  },
});
