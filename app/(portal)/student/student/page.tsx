// /student/student is the profile screen too (SPEC §2.2); the re-exported page runs its own guard.
export { default, metadata } from '../page';
