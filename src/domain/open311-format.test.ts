import { describe, expect, it } from 'vitest';
import { escapeXml, renderOpen311 } from './open311-format';

describe('renderOpen311', () => {
  const requests = [{ service_request_id: 'p-1', lat: -33.9, media_url: null, metadata: false }];

  it('writes JSON as the data is', () => {
    expect(JSON.parse(renderOpen311('service_requests', requests, 'json'))).toEqual(requests);
  });

  it('writes XML with the standard element names, a list item per entry', () => {
    expect(renderOpen311('service_requests', requests, 'xml')).toBe(
      '<?xml version="1.0" encoding="utf-8"?>\n' +
        '<service_requests><request><service_request_id>p-1</service_request_id><lat>-33.9</lat><media_url/><metadata>false</metadata></request></service_requests>',
    );
    expect(renderOpen311('errors', [{ code: 400, description: 'bad' }], 'xml')).toContain('<errors><error><code>400</code><description>bad</description></error></errors>');
  });

  it('names nested list items too (endpoints, formats)', () => {
    const xml = renderOpen311('discovery', { endpoints: [{ formats: ['text/xml', 'application/json'] }] }, 'xml');
    expect(xml).toContain('<endpoints><endpoint><formats><format>text/xml</format><format>application/json</format></formats></endpoint></endpoints>');
  });
});

describe('escapeXml', () => {
  it('escapes markup so report text cannot become elements', () => {
    expect(escapeXml('<script>alert("x")</script> & \'y\'')).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;y&apos;');
  });

  it('drops characters XML 1.0 cannot carry, keeps tabs, newlines and emoji', () => {
    expect(escapeXml('a\u0000b\u0008c\tline\nnext\uFFFE🕳️\uD800')).toBe('abc\tline\nnext🕳️');
  });
});
