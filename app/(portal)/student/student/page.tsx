// /student/student is the profile screen too (docs/product.md#routes); the re-exported page runs its own guard.
export { default, metadata } from '../page';
