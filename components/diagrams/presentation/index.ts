// Every machine's presentation by id, for the server-drawn diagrams and the tests; client islands import only theirs.
import type { MachineId } from '@/lib/domain/machine';
import { apiTokenPresentation } from './apiToken';
import { changesPresentation } from './changes';
import { collectorStackPresentation } from './collectorStack';
import { exemptionRevocationPresentation } from './exemptionRevocation';
import { identityMappingPresentation } from './identityMapping';
import { onboardingPresentation } from './onboarding';
import { podRequestPresentation } from './podRequest';
import { quarantinePresentation } from './quarantine';
import { regionPresentation } from './region';
import { removalPresentation } from './removal';
import { servicePresentation } from './service';
import { teamsRegistrationPresentation } from './teamsRegistration';
import { thirdPartyPresentation } from './thirdParty';
import type { AnyPresentation } from './types';

export const presentations: Record<MachineId, AnyPresentation> = {
  podRequest: podRequestPresentation,
  service: servicePresentation,
  region: regionPresentation,
  thirdParty: thirdPartyPresentation,
  quarantine: quarantinePresentation,
  changes: changesPresentation,
  removal: removalPresentation,
  onboarding: onboardingPresentation,
  teamsRegistration: teamsRegistrationPresentation,
  identityMapping: identityMappingPresentation,
  apiToken: apiTokenPresentation,
  exemptionRevocation: exemptionRevocationPresentation,
  collectorStack: collectorStackPresentation,
};
