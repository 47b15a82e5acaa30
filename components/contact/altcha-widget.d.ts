// <altcha-widget> in JSX, typed by the widget package's own declarations (attributes, React
// props, ref) so they follow the installed version; a type-only import loads nothing at run time.
import type {} from 'altcha/types/react';
