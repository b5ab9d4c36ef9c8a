import { HOUR_MS, MINUTE_MS } from '@/lib/domain/constants';
import type { OnboardingContext, OnboardingEvent, OnboardingEventType, OnboardingState } from '@/lib/domain/onboarding';
import { formatDuration } from '@/lib/domain/runner';
import type { MachinePresentation } from './types';

export const onboardingPresentation: MachinePresentation<OnboardingState, OnboardingEventType, OnboardingContext, OnboardingEvent> = {
  clock: [
    { label: '+10 min', ms: 10 * MINUTE_MS },
    { label: '+24 h', ms: 24 * HOUR_MS },
  ],
  details: (state, ctx) =>
    state === 'discovering' && ctx.doneAt !== null ? [{ label: 'Discovery running for', value: formatDuration(ctx.now - ctx.doneAt) }] : [],
};
