import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'property/**/*.prop.ts'],
    testTimeout: 120_000,
  },
});
