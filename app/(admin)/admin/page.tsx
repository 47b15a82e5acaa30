// /admin shows the profile screen for now (SPEC §2.2); the page it re-exports runs its own admin guard.
export { default, metadata } from './profile/page';
