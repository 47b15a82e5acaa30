import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StarterKits } from '@/components/practice/starter-kits';
import { starterKitPath } from '@/lib/practice/starter-kits';

// The page's "Starter kits" offers the kits the exercise has (components/practice/exercise-page.tsx passes
// starterKitTools): the SOAP service's single zeep kit, not links to browser kits it does not have.

describe('the starter kits section', () => {
  it('links only the kits it is given, each with its name and hook', () => {
    const html = renderToStaticMarkup(<StarterKits exercise="employee-wsdl" tools={['soap-python']} />);
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html).toContain(`href="${starterKitPath('employee-wsdl', 'soap-python')}"`);
    expect(html).toContain('data-test="starter-kit-soap-python"');
    expect(html).toContain('Download the zeep SOAP client (Python + pytest) starter kit');
    expect(html).toContain('download="qa-academy-employee-wsdl-v1-soap-python.zip"');
  });
});
