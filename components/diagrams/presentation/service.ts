import { SERVICE_LOCKED_PARAM, type ServiceContext, type ServiceEvent, type ServiceEventType, type ServiceState } from '@/lib/domain/service';
import { SCOPE_WORDING, type MachinePresentation } from './types';

export const servicePresentation: MachinePresentation<ServiceState, ServiceEventType, ServiceContext, ServiceEvent> = {
  buttons: {
    protect: [
      { label: 'Protect', payload: { controls: 'some' } },
      { label: 'Protect with no controls', payload: { controls: 'none' } },
    ],
  },
  scenario: {
    scope: SCOPE_WORDING,
    [SERVICE_LOCKED_PARAM.key]: { label: 'Service', values: { no: 'An ordinary service', yes: 'A locked service (integral to the cloud provider)' } },
  },
  groups: [{ id: 'also-shown', label: 'Also shown', states: ['partiallyProtected', 'partiallyProtectedPending'] }],
  order: ['unprotected', 'protectedPending', 'disabledPending', 'unprotectedPending', 'protected', 'disabled'],
};
