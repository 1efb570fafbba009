import { describe, expect, it } from 'vitest';
import { demoCatalogueImages } from '../../db/seed/catalogue';
import { checkSvg } from './check-svg';
import { sniffImage } from './sniff-image';

const svg = (inner: string, attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${inner}</svg>`;
const XLINK = ' xmlns:xlink="http://www.w3.org/1999/xlink"';

describe('checkSvg', () => {
  it('accepts plain drawings, local references, gradients, inline styles and editor metadata', () => {
    const ok = [
      svg('<rect width="10" height="10" fill="#f00"/>'),
      `<?xml version="1.0" encoding="UTF-8"?>\n${svg('<circle r="3"/>')}`,
      svg(
        '<defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs><rect fill="url(#g)" width="1" height="1"/>',
      ),
      svg('<defs><circle id="c" r="1"/></defs><use href="#c"/><use xlink:href="#c"/>', XLINK),
      svg('<style>.a{fill:red}</style><rect class="a" style="stroke: url(#g)" width="1" height="1"/>'),
      svg(
        '<title>Logo</title><sodipodi:namedview/>',
        ' xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd"',
      ),
      svg('<animate attributeName="opacity" from="0" to="1" dur="1s"/>'),
    ];
    for (const text of ok) expect(checkSvg(text), text).toBeNull();
  });

  it.each([
    ['script', svg('<script>alert(1)</script>')],
    ['script in upper case', svg('<SCRIPT>alert(1)</SCRIPT>')],
    ['onload on the root', svg('<rect/>', ' onload="alert(1)"')],
    ['onclick on a child', svg('<rect onclick="alert(1)"/>')],
    ['an XHTML script', svg('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>')],
    ['an XHTML iframe', svg('<h:iframe xmlns:h="http://www.w3.org/1999/xhtml" src="https://evil.example"/>')],
    ['foreignObject', svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>')],
    ['an external href', svg('<a href="https://evil.example"><rect/></a>')],
    ['a javascript: link', svg('<a xlink:href="javascript:alert(1)"><rect/></a>', XLINK)],
    ['a data: image', svg('<image href="data:image/svg+xml;base64,PHN2Zy8+"/>')],
    ['an external use', svg('<use href="https://evil.example/sprite.svg#x"/>')],
    ['an external url() in an attribute', svg('<rect fill="url(https://evil.example/p.svg#g)"/>')],
    ['an external url() in a style attribute', svg('<rect style="fill: url(\'//evil.example/x\')"/>')],
    ['an @import in a stylesheet', svg('<style>@import url(https://evil.example/a.css);</style>')],
    ['an external url() in CDATA', svg('<style><![CDATA[rect{fill:url(https://evil.example/x)}]]></style>')],
    ['a set that rewrites a link', svg('<a href="#x"><set attributeName="href" to="javascript:alert(1)"/></a>')],
    ['a DOCTYPE with entities', `<!DOCTYPE svg [<!ENTITY x "y">]>${svg('<text>&x;</text>')}`],
    ['an xml-stylesheet instruction', `<?xml-stylesheet href="https://evil.example/a.css"?>${svg('')}`],
    ['a root that is not svg', '<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>'],
    ['an svg root without the SVG namespace', '<svg><rect/></svg>'],
    ['malformed XML', '<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>'],
  ])('refuses %s', (_label, text) => {
    expect(checkSvg(text)).toEqual(expect.any(String));
  });

  it('passes every demo picture the seed generates', () => {
    for (const picture of demoCatalogueImages().values())
      expect(checkSvg(picture.bytes.toString('utf8')), picture.key).toBeNull();
  });
});

describe('sniffImage', () => {
  it('tells PNG, JPEG, WebP and SVG apart by their bytes', () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const jpeg = Buffer.from('ffd8ffe000104a464946', 'hex');
    const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')]);
    expect(sniffImage(png)).toMatchObject({ ok: true, contentType: 'image/png' });
    expect(sniffImage(jpeg)).toMatchObject({ ok: true, contentType: 'image/jpeg' });
    expect(sniffImage(webp)).toMatchObject({ ok: true, contentType: 'image/webp' });
    expect(sniffImage(Buffer.from(svg('<rect/>')))).toMatchObject({ ok: true, contentType: 'image/svg+xml' });
  });

  it('refuses text, HTML, truncated signatures and binary junk', () => {
    for (const bytes of [
      Buffer.from('hola'),
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('89504e470d0a1a0a', 'hex'),
      Buffer.from('GIF89a'),
      Buffer.from([0xff, 0xfe, 0x00, 0x3c]),
    ]) {
      expect(sniffImage(bytes)).toMatchObject({ ok: false, unsupported: true });
    }
  });

  it('refuses an unsafe SVG for its content, not its type', () => {
    expect(sniffImage(Buffer.from(svg('<script>alert(1)</script>')))).toMatchObject({ ok: false, unsupported: false });
  });
});
