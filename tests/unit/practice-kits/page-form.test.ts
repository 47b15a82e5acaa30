import { describe, expect, it } from 'vitest';
import { formDifference, pageForm } from '@/scripts/practice-kits/page-form.mjs';

// The served page's form (scripts/practice-kits/page-form.mjs): the same page streamed at another moment is the same
// form; a page that shows or carries anything else is not. The first pair is what a busy machine served (issue 40).

const flight = (payload: string) => `<script>self.__next_f.push([1,${JSON.stringify(payload)}])</script>`;
const page = (body: string, payload: string) => `<html><body>${body}<script nonce="abc">x()</script>${flight(payload)}</body></html>`;

const INLINE = page(
  '<code class="text-ink">NOT_<wbr/>FOUND</code><output data-test="slider-value">50</output>',
  '5:["$","code",null,{"children":[["$","$1","1",{"children":[["$","wbr",null,{}],"FOUND"]}]],"nonce":"$undefined"}]\n6:{"followSwitch":true,"n":50}\n',
);
const OUTLINED = page(
  '<code class="text-ink">NOT_<wbr/>FOUND<!-- -->\n</code><output data-test="slider-value">50</output>',
  '5:["$","code",null,{"children":["$L7b"],"nonce":"Q2xZ+w=="}]\n6:{"followSwitch":true,"n":50}\n7b:["$","$1","1",{"children":[["$","wbr",null,{}],"FOUND"]}]\n',
);

describe('the served page’s form', () => {
  it('is the same for one page streamed at two moments: an outlined flight row, a text separator, nonces', () => {
    expect(formDifference(pageForm(INLINE), pageForm(OUTLINED))).toBeNull();
  });

  it('tells a value the page carries apart, though no tag shows it', () => {
    const other = INLINE.replace('\\"followSwitch\\":true', '\\"followSwitch\\":false');
    expect(other).not.toBe(INLINE);
    expect(formDifference(pageForm(INLINE), pageForm(other))).toMatch(/v:true.*v:false/);
  });

  it('tells a shown value apart, and the same tags in another order', () => {
    expect(formDifference(pageForm(INLINE), pageForm(INLINE.replace('>50</output>', '>45</output>')))).toMatch(/45/);
    const swapped = INLINE.replace(
      '<code class="text-ink">NOT_<wbr/>FOUND</code><output data-test="slider-value">50</output>',
      '<output data-test="slider-value">50</output><code class="text-ink">NOT_<wbr/>FOUND</code>',
    );
    expect(formDifference(pageForm(INLINE), pageForm(swapped))).toBe('the same lines in another order');
  });
});
