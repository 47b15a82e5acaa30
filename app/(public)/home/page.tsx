// /home is an alias of the home page (SPEC §2.2): same component, same metadata.
export { default, metadata } from '../page';
