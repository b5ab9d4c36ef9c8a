// Each browser test may take up to a minute: it drives a real Chromium, on a machine that may be busy (jest.config.ts).
import { jest } from '@jest/globals';

jest.setTimeout(60_000);
