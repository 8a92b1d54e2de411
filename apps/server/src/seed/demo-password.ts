/** Every demo and generated member signs in with this password (README "Run it"). */
export const DEMO_PASSWORD = 'NetHub-demo-1';
