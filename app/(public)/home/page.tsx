// /home is an alias of the home page (docs/product.md#routes): same component, same metadata.
export { default, metadata } from '../page';
