// A small kustomize renderer for the features deploy/k8s uses (no kustomize binary on the build machines):
// resources (files and directories), namespace, labels (metadata only), images, ConfigMap/Secret generators
// (literals; create or merge) and JSON 6902 patches with a kind/name target. Generated names get no hash
// suffix here; everything else renders as `kubectl kustomize` does for these files. Unknown fields of a
// kustomization are refused, so a feature this renderer lacks cannot be skipped silently.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';

const SUPPORTED = new Set(['apiVersion', 'kind', 'namespace', 'labels', 'resources', 'images', 'configMapGenerator', 'secretGenerator', 'patches']);
const CLUSTER_SCOPED = new Set(['Namespace', 'ClusterRole', 'ClusterRoleBinding', 'PersistentVolume', 'StorageClass', 'CustomResourceDefinition']);

const readYaml = (path) => parseAllDocuments(readFileSync(path, 'utf8')).map((doc) => doc.toJS()).filter((doc) => doc != null);

function containersOf(resource) {
  const pod = resource.spec?.template?.spec ?? resource.spec?.jobTemplate?.spec?.template?.spec;
  return pod ? [...(pod.containers ?? []), ...(pod.initContainers ?? [])] : [];
}

function applyImages(resource, images) {
  for (const container of containersOf(resource)) {
    const [name, tag] = container.image.split(':');
    const image = images.find((entry) => entry.name === name);
    if (image) container.image = `${image.newName ?? name}:${image.newTag ?? tag ?? 'latest'}`;
  }
}

function generated(kind, generator, namespace) {
  const data = Object.fromEntries((generator.literals ?? []).map((literal) => {
    const at = literal.indexOf('=');
    return [literal.slice(0, at), literal.slice(at + 1)];
  }));
  if (generator.files || generator.envs) throw new Error(`${kind} generator ${generator.name}: only literals are supported`);
  const body = kind === 'Secret' ? { type: 'Opaque', data: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, Buffer.from(value).toString('base64')])) } : { data };
  return { apiVersion: 'v1', kind, metadata: { name: generator.name, ...(namespace ? { namespace } : {}) }, ...body };
}

/** RFC 6902 on a plain object: add, replace, remove (the operations our overlays use). */
function applyJsonPatch(resource, operations) {
  for (const { op, path, value } of operations) {
    const keys = path.split('/').slice(1).map((key) => key.replaceAll('~1', '/').replaceAll('~0', '~'));
    const last = keys.pop();
    let parent = resource;
    for (const key of keys) {
      if (parent[key] === undefined) throw new Error(`patch ${op} ${path}: ${key} does not exist`);
      parent = parent[key];
    }
    if (op === 'remove') {
      if (Array.isArray(parent)) parent.splice(Number(last), 1);
      else delete parent[last];
    } else if (op === 'add' && Array.isArray(parent)) {
      parent.splice(last === '-' ? parent.length : Number(last), 0, value);
    } else if (op === 'add' || op === 'replace') {
      if (op === 'replace' && parent[last] === undefined) throw new Error(`patch replace ${path}: nothing to replace`);
      parent[last] = value;
    } else {
      throw new Error(`patch op ${op} is not supported`);
    }
  }
}

const matches = (pattern, value) => pattern === undefined || new RegExp(`^(?:${pattern})$`).test(value ?? '');

/** Renders the kustomization in `dir` to a list of resources. */
export function kustomize(dir) {
  const file = join(dir, 'kustomization.yaml');
  const [kustomization] = readYaml(file);
  const unknown = Object.keys(kustomization).filter((key) => !SUPPORTED.has(key));
  if (unknown.length) throw new Error(`${file}: ${unknown.join(', ')} not supported by scripts/kustomize.mjs`);

  let resources = (kustomization.resources ?? []).flatMap((entry) => {
    const path = join(dir, entry);
    if (!existsSync(path)) throw new Error(`${file}: ${entry} does not exist`);
    return statSync(path).isDirectory() ? kustomize(path) : readYaml(path);
  });
  for (const [kind, generators] of [['ConfigMap', kustomization.configMapGenerator], ['Secret', kustomization.secretGenerator]]) {
    for (const generator of generators ?? []) {
      const existing = resources.find((resource) => resource.kind === kind && resource.metadata?.name === generator.name);
      const made = generated(kind, generator);
      if (generator.behavior === 'merge' || generator.behavior === 'replace') {
        if (!existing) throw new Error(`${file}: ${kind} ${generator.name} to ${generator.behavior} does not exist`);
        existing.data = generator.behavior === 'merge' ? { ...existing.data, ...made.data } : made.data;
      } else {
        if (existing) throw new Error(`${file}: ${kind} ${generator.name} exists already`);
        resources.push(made);
      }
    }
  }
  for (const { target, patch, path } of kustomization.patches ?? []) {
    if (path || !target) throw new Error(`${file}: only inline JSON 6902 patches with a target are supported`);
    const operations = parseAllDocuments(patch)[0].toJS();
    for (const resource of resources) {
      if (matches(target.kind, resource.kind) && matches(target.name, resource.metadata?.name)) applyJsonPatch(resource, operations);
    }
  }
  for (const resource of resources) {
    for (const { pairs } of kustomization.labels ?? []) resource.metadata = { ...resource.metadata, labels: { ...resource.metadata?.labels, ...pairs } };
    if (kustomization.namespace && !CLUSTER_SCOPED.has(resource.kind)) resource.metadata = { ...resource.metadata, namespace: kustomization.namespace };
    applyImages(resource, kustomization.images ?? []);
  }
  resources = resources.map((resource) => structuredClone(resource));
  return resources;
}
