// Registering the Microsoft Teams app: `configure` starts it and it completes only when a Bulwark administrator
// finishes the authorization; authorization fails for anyone else, and the bot is shown disabled when the permission
// policies are wrong. `unregister` removes the registration.
import { guard, scenarioValue, type Clocked, type Machine, type ScenarioParam } from './machine';

export type TeamsState = 'notRegistered' | 'awaitingAuthorization' | 'registered';
export type TeamsEventType = 'configure' | 'authorize' | 'unregister';

export interface TeamsEvent {
  type: TeamsEventType;
}

export interface TeamsContext extends Clocked {
  authorizerIsAdmin: boolean;
  policiesRight: boolean;
}

export const AUTHORIZER_PARAM: ScenarioParam = { key: 'authorizer', values: ['admin', 'notAdmin'] };
export const POLICIES_PARAM: ScenarioParam = { key: 'policies', values: ['right', 'wrong'] };

const botDisabled = guard<TeamsContext, TeamsEvent>(
  'bot-disabled',
  (ctx) => !ctx.policiesRight,
  'The bot is shown disabled: the permission policies are wrong.',
);
const notAdmin = guard<TeamsContext, TeamsEvent>(
  'not-admin',
  (ctx) => !ctx.authorizerIsAdmin,
  'The authorization fails: the user finishing it is not a Bulwark administrator, so the registration is not complete.',
);

export const teamsRegistrationMachine: Machine<TeamsState, TeamsEventType, TeamsContext, TeamsEvent> = {
  id: 'teamsRegistration',
  title: 'Teams registration',
  subject: 'the Teams app',
  description: 'Registration of the Teams app completes only when a Bulwark administrator finishes the authorization.',
  initial: 'notRegistered',
  states: {
    notRegistered: { label: 'Not registered', description: 'The Teams app is not registered with Bulwark.' },
    awaitingAuthorization: { label: 'Awaiting authorization', description: 'Registration is started; a Bulwark administrator must finish the authorization.' },
    registered: { label: 'Registered', description: 'A Bulwark administrator finished the authorization: registration is complete.' },
  },
  events: {
    configure: { label: 'configure', description: 'The Teams command that configures the app for Bulwark.' },
    authorize: { label: 'Finish authorization', description: 'Finishing the authorization; only a Bulwark administrator can.' },
    unregister: { label: 'unregister', description: 'The Teams command that removes the registration.' },
  },
  transitions: [
    { from: ['notRegistered'], event: 'configure', to: 'awaitingAuthorization', guards: [botDisabled] },
    { from: ['awaitingAuthorization'], event: 'authorize', to: 'registered', guards: [notAdmin] },
    { from: ['registered'], event: 'unregister', to: 'notRegistered' },
  ],
  scenario: [AUTHORIZER_PARAM, POLICIES_PARAM],
  createContext: (params, now = 0) => ({
    now,
    authorizerIsAdmin: scenarioValue(params, AUTHORIZER_PARAM) === 'admin',
    policiesRight: scenarioValue(params, POLICIES_PARAM) === 'right',
  }),
};
