import { SaxesParser, type SaxesTagNS } from 'saxes';

/**
 * Decides whether an SVG is safe to serve: it must be well-formed XML whose root is an `<svg>`
 * in the SVG namespace, with no script, no event handler, no external reference and nothing a
 * browser would fetch or run. Answers null when it is safe, otherwise the Spanish reason.
 *
 * Strict on purpose: no DOCTYPE (entity tricks), no processing instruction (xml-stylesheet),
 * no element outside SVG and the editors' metadata namespaces (an XHTML `<script>` or
 * `<iframe>` runs inside an SVG document), `href` only to `#fragments`, `url()` only to `#ids`.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';
/** Metadata that drawing programs write; harmless, ignored by browsers. */
const METADATA_NS = new Set([
  'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  'http://creativecommons.org/ns#',
  'http://purl.org/dc/elements/1.1/',
  'http://www.inkscape.org/namespaces/inkscape',
  'http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd',
  'http://ns.adobe.com/AdobeIllustrator/10.0/',
  'http://ns.adobe.com/AdobeSVGViewerExtensions/3.0/',
  'http://ns.adobe.com/Extensibility/1.0/',
  'http://ns.adobe.com/Graphs/1.0/',
  'http://ns.adobe.com/SaveForWeb/1.0/',
  'http://ns.adobe.com/Variables/1.0/',
  'http://ns.adobe.com/ImageReplacement/1.0/',
  'http://ns.adobe.com/GenericCustomNamespace/1.0/',
  'http://ns.adobe.com/XPath/1.0/',
]);
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'foreignobject',
  'iframe',
  'embed',
  'object',
  'handler',
  'listener',
  'audio',
  'video',
]);
const ANIMATIONS = new Set(['set', 'animate', 'animatetransform', 'animatemotion', 'animatecolor']);
/** Attributes that make a browser fetch something, whatever the element. */
const FETCHING_ATTRIBUTES = new Set([
  'src',
  'action',
  'formaction',
  'background',
  'poster',
  'codebase',
  'data',
  'lowsrc',
  'dynsrc',
]);

const isLocalReference = (value: string) => value.trim().startsWith('#');

/** Every `url(...)` in a value (CSS or presentation attribute) must point to a local `#id`. */
function hasExternalUrl(value: string): boolean {
  const normalised = value.replace(/\\/g, '').toLowerCase();
  if (normalised.includes('@import') || normalised.includes('expression(')) return true;
  for (const match of normalised.matchAll(/url\s*\(\s*(['"]?)([^)'"]*)\1?\s*\)/g)) {
    if (!isLocalReference(match[2] ?? '')) return true;
  }
  return false;
}

function checkElement(tag: SaxesTagNS, isRoot: boolean): string | null {
  const local = tag.local.toLowerCase();
  if (isRoot && (local !== 'svg' || tag.uri !== SVG_NS)) return NOT_SVG;
  if (tag.uri !== SVG_NS && !METADATA_NS.has(tag.uri))
    return `La imagen SVG contiene un elemento no permitido (${tag.name}).`;
  if (FORBIDDEN_ELEMENTS.has(local)) return `La imagen SVG contiene un elemento no permitido (${tag.name}).`;
  for (const attribute of Object.values(tag.attributes)) {
    const name = attribute.local.toLowerCase();
    const value = attribute.value;
    if (attribute.prefix === 'xmlns' || attribute.name === 'xmlns') continue;
    if (name.startsWith('on')) return `La imagen SVG contiene un manejador de eventos (${attribute.name}).`;
    if (/^\s*(javascript|vbscript|data)\s*:/i.test(value.replace(/\s+/g, ''))) {
      return `La imagen SVG contiene una referencia no permitida (${attribute.name}).`;
    }
    if (name === 'href' && !isLocalReference(value))
      return `La imagen SVG contiene una referencia externa (${attribute.name}).`;
    if (FETCHING_ATTRIBUTES.has(name)) return `La imagen SVG contiene un atributo no permitido (${attribute.name}).`;
    if (ANIMATIONS.has(local) && name === 'attributename' && /^(.*:)?href$|^on/i.test(value.trim())) {
      return 'La imagen SVG contiene una animación que cambia enlaces o eventos.';
    }
    if (hasExternalUrl(value)) return `La imagen SVG contiene una referencia externa (${attribute.name}).`;
  }
  return null;
}

/** The reason given when the text is no SVG at all (another XML, HTML): a type refused, not a content. */
export const NOT_SVG = 'El archivo no es una imagen SVG.';

export function checkSvg(text: string): string | null {
  const parser = new SaxesParser({ xmlns: true });
  let problem: string | null = null;
  let depth = 0;
  let sawRoot = false;
  let inStyle = 0;
  const fail = (reason: string) => {
    problem ??= reason;
  };

  parser.on('doctype', () => fail('La imagen SVG no puede declarar un DOCTYPE.'));
  parser.on('processinginstruction', () => fail('La imagen SVG no puede tener instrucciones de procesamiento.'));
  parser.on('opentag', (tag) => {
    const reason = checkElement(tag, depth === 0);
    if (reason) fail(reason);
    if (depth === 0) sawRoot = true;
    if (tag.isSelfClosing) return;
    depth += 1;
    if (tag.local.toLowerCase() === 'style') inStyle += 1;
  });
  parser.on('closetag', (tag) => {
    if (tag.isSelfClosing) return;
    depth -= 1;
    if (tag.local.toLowerCase() === 'style') inStyle -= 1;
  });
  const checkCss = (css: string) => {
    if (inStyle > 0 && hasExternalUrl(css))
      fail('La hoja de estilos de la imagen SVG contiene una referencia externa.');
  };
  parser.on('text', checkCss);
  parser.on('cdata', checkCss);

  try {
    parser.write(text.replace(/^\uFEFF/, '')).close();
  } catch {
    return 'La imagen SVG no es un XML válido.';
  }
  if (!sawRoot) return NOT_SVG;
  return problem;
}
