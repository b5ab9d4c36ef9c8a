import {
  SERVICE_STATUS_LABELS,
  type ServiceContext,
  type ServiceEvent,
  type ServiceEventType,
  type ServiceState,
} from '@/lib/domain/service';
import { SCOPE_WORDING, type MachinePresentation } from './types';

export const servicePresentation: MachinePresentation<ServiceState, ServiceEventType, ServiceContext, ServiceEvent> = {
  buttons: {
    protect: [
      { label: 'Protect all accounts', payload: { accounts: 'all' } },
      { label: 'Protect some accounts', payload: { accounts: 'some' } },
      { label: 'Protect with no controls', payload: { accounts: 'none' } },
    ],
  },
  scenario: {
    scope: SCOPE_WORDING,
    locked: { label: 'Service', values: { no: 'An ordinary service', yes: 'A locked service (integral to the cloud provider)' } },
  },
  direction: 'RIGHT',
  groups: [{ id: 'deployed', label: 'Deployed', states: ['unprotected', 'partiallyProtected', 'protected', 'disabled'] }],
  details: (_state, ctx) => [
    { label: 'Deployed status', value: SERVICE_STATUS_LABELS[ctx.deployed] },
    { label: 'Locked', value: ctx.locked ? 'yes: protect only, never disable' : 'no' },
  ],
};
