import { describe, expect, it } from 'vitest';
import { asLayer } from './prerendered.ts';

// The server's copy of a page sits beside the app until the app takes over: its controls are
// disabled and its ids dropped (no id twice), but each control keeps the name its label gave it.

describe('the copy of a page beside the app', () => {
  it('keeps a labelled control’s name after its id and the label’s for are gone', () => {
    const html = asLayer(
      '<label for="d">District <span aria-hidden="true">*</span></label><select id="d" class="s"><option>Kaski</option></select>' +
        '<label for="q">Search jobs &amp; skills</label><input id="q" type="search"/>' +
        '<button id="b" aria-label="Close">×</button>',
    );
    expect(html).toContain('<select disabled="" aria-label="District *" class="s">');
    expect(html).toContain('<input disabled="" aria-label="Search jobs &amp; skills" type="search"/>');
    // a control named otherwise keeps its own name
    expect(html).toContain('<button disabled="" aria-label="Close">');
    expect(html).not.toMatch(/\s(id|for)="/);
  });
});
