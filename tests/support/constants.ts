export const TEMPLATE_DATABASE = 'federa_test_template';
/** Enough for every role and list to be real, small enough to build in seconds. */
export const TEST_DEMO_MEMBERS = 400;
export const DEMO_PASSWORD = 'aikido123';
