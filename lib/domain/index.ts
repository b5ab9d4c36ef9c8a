// The firewall domain model: pure TypeScript (no React, no I/O, time passed in as ms). The diagrams, the reference
// tables and the tests all read these objects, so the docs show the behaviour the tests prove.
export * from './constants';
export * from './machine';
export * from './runner';
export * from './scope';
export * from './settings';
export * from './roles';
export * from './regionData';
export * from './podRequestRules';
export * from './podRequest';
export * from './service';
export * from './region';
export * from './thirdParty';
export * from './quarantine';
export * from './exemptionTypes';
export * from './arn';
export * from './exemptions';
export * from './changeSet';
export * from './changes';
export * from './removal';
export * from './onboarding';
export * from './teamsRegistration';
export * from './identityMapping';
export * from './apiToken';
export * from './validators';
export * from './chatops';
export * from './registry';
