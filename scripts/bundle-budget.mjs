#!/usr/bin/env node
/**
 * First-load budget of the web app: the gzipped size of the JavaScript a browser must load
 * before the first page shows — the entry chunk(s) of apps/web/dist/index.html and their
 * static imports (Vite manifest, cross-checked with the modulepreload links), lazy routes
 * excluded. Prints it in kB and exits 1 above the budget. Run after `npm run build`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 300;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps', 'web', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
const indexPath = join(dist, 'index.html');

function fail(message) {
  console.error(`bundle-budget: ${message}`);
  process.exit(1);
}

if (!existsSync(indexPath)) fail('falta apps/web/dist/index.html: ejecute `npm run build` primero.');

/** Files the manifest says the entries need right away (static imports, not dynamic ones). */
function fromManifest() {
  if (!existsSync(manifestPath)) return [];
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return [...files].filter((file) => file.endsWith('.js'));
}

/** Module scripts and modulepreload links of index.html (what the browser fetches at once). */
function fromHtml() {
  const html = readFileSync(indexPath, 'utf8');
  const files = new Set();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isModuleScript = /^<script/i.test(tag) && /type=["']?module/i.test(tag);
    const isPreload = /^<link/i.test(tag) && /rel=["']?modulepreload/i.test(tag);
    const url = tag.match(/\b(?:src|href)=["']([^"']+)["']/i)?.[1];
    if ((isModuleScript || isPreload) && url && !/^(https?:)?\/\//i.test(url)) files.add(url.replace(/^\//, ''));
  }
  return [...files].filter((file) => file.endsWith('.js'));
}

const files = [...new Set([...fromManifest(), ...fromHtml()])].sort();
if (files.length === 0) fail('no se encontró ningún JavaScript de entrada en dist.');

let total = 0;
for (const file of files) {
  const path = join(dist, file);
  if (!existsSync(path)) fail(`${file} aparece en el build pero no existe.`);
  const gzipped = gzipSync(readFileSync(path)).length;
  total += gzipped;
  console.log(`  ${file.padEnd(48)} ${(gzipped / 1000).toFixed(1).padStart(7)} kB gzip`);
}

const totalKb = total / 1000;
console.log(
  `JS de la primera carga: ${totalKb.toFixed(1)} kB gzip (presupuesto ${BUDGET_KB} kB, ${files.length} archivos)`,
);
if (totalKb > BUDGET_KB) fail(`la primera carga (${totalKb.toFixed(1)} kB) supera el presupuesto de ${BUDGET_KB} kB.`);
