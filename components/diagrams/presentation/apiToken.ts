import type { ApiTokenContext, ApiTokenEvent, ApiTokenEventType, ApiTokenState } from '@/lib/domain/apiToken';
import { DAY_MS, HOUR_MS } from '@/lib/domain/constants';
import { formatDuration } from '@/lib/domain/runner';
import { EXAMPLE, type MachinePresentation } from './types';

export const apiTokenPresentation: MachinePresentation<ApiTokenState, ApiTokenEventType, ApiTokenContext, ApiTokenEvent> = {
  buttons: {
    generate: [
      { label: 'Generate with expiresIn 7200', payload: { expiresIn: 7200 } },
      { label: 'Generate with expiresIn 2592000', payload: { expiresIn: 2592000 } },
      { label: `Generate with expiresIn 3600 ${EXAMPLE}`, payload: { expiresIn: 3600 } },
    ],
  },
  clock: [
    { label: '+1 h', ms: HOUR_MS },
    { label: '+1 day', ms: DAY_MS },
  ],
  details: (state, ctx) => (state === 'active' && ctx.expireAt !== null ? [{ label: 'Expires in', value: formatDuration(ctx.expireAt - ctx.now) }] : []),
};
