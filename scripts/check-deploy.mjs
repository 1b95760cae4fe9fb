// Static check of the container and cluster files (CI has no Docker engine or cluster): parses every
// YAML/JSON under deploy/ and docker-compose.yml, then checks them against each other and the repo.
// Prints each check; exits 1 listing every problem found.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { pathToFileURL } from 'node:url';
import { kustomize } from './kustomize.mjs';
import { ACCOUNTS_CONF, renderAccountsConf } from './nats-config.mjs';
import { root } from './lib.mjs';
// The consumer settings NatsBus keeps (needs libs/messaging built: npm run build, as CI does before this).
import { BROKER_DELIVERY } from '@ecp/messaging';

const problems = [];
const problem = (where, message) => problems.push(`${where}: ${message}`);
// Reports a check as failed when problems were recorded since the previous report.
let reported = 0;
const checked = (message) => {
  console.log(`  ${problems.length > reported ? 'FAIL' : 'ok  '} ${message}`);
  reported = problems.length;
};
const rel = (path) => relative(root, path);
const exists = (path) => existsSync(join(root, path));

// The environment every app must get, in compose and in Kubernetes (ARCHITECTURE §2, deploy/README.md).
const SERVICE_ENV = ['RUN_MODE', 'NATS_URL', 'DATABASE_URL', 'HEALTH_PORT'];
const REQUIRED_ENV = {
  identity: [...SERVICE_ENV, 'JWT_SECRET'],
  profile: [...SERVICE_ENV, 'S3_ENDPOINT', 'S3_PORT', 'S3_USE_SSL', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'S3_BUCKET'],
  skills: SERVICE_ENV,
  assessment: SERVICE_ENV,
  training: [...SERVICE_ENV, 'LEARNING_PROVIDER_URL', 'LEARNING_PROVIDER_API_KEY'],
  gamification: SERVICE_ENV,
  partners: SERVICE_ENV,
  gateway: ['RUN_MODE', 'NATS_URL', 'JWT_SECRET', 'PORT', 'DATA_DIR', 'S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'S3_BUCKET'],
};
const DOCKERFILE = 'deploy/docker/Dockerfile';
const STAGES = ['base', 'manifests', 'deps', 'build', 'prod-deps', 'runtime'];

// ---------------------------------------------------------------- parse everything
function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** path (relative) → array of parsed documents */
const files = new Map();
for (const path of [...walk(join(root, 'deploy')), join(root, 'docker-compose.yml')]) {
  const text = readFileSync(path, 'utf8');
  if (path.endsWith('.json')) {
    try {
      files.set(rel(path), [JSON.parse(text)]);
    } catch (error) {
      problem(rel(path), `invalid JSON: ${error.message}`);
    }
  } else if (/\.ya?ml$/.test(path)) {
    const docs = parseAllDocuments(text, { merge: true, prettyErrors: true });
    const errors = docs.flatMap((doc) => [...doc.errors, ...doc.warnings]);
    for (const error of errors) problem(rel(path), `YAML: ${error.message.split('\n')[0]}`);
    if (!errors.length) files.set(rel(path), docs.map((doc) => doc.toJS()).filter((doc) => doc != null));
  }
}
checked(`parsed ${files.size} YAML/JSON files under deploy/ and docker-compose.yml`);

// Apps = the workspaces that run as processes in distributed mode: services/* and the gateway. The embedded
// host (services/embedded-host) is embedded mode's single process, not a deployed app.
const EMBEDDED_HOST = 'embedded-host';
const apps = [...readdirSync(join(root, 'services')).filter((name) => name !== EMBEDDED_HOST && exists(`services/${name}/package.json`)), 'gateway'];
for (const app of apps) if (!REQUIRED_ENV[app]) problem('scripts/check-deploy.mjs', `no REQUIRED_ENV entry for the new app "${app}"`);

function missingEnv(app, names) {
  return (REQUIRED_ENV[app] ?? []).filter((name) => !names.has(name));
}

// Every variable the files give an app must be one its code reads: a misspelt name ('LEARNING_PROVIDER_KEY' for
// LEARNING_PROVIDER_API_KEY) is silently ignored and the app runs on its default. "Its code": the app's own src and the
// libs it depends on (not tests, not comments). Read by Node itself, not our code:
const RUNTIME_ENV = new Set(['NODE_ENV', 'NODE_OPTIONS']);
const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
const codeOf = (dir) =>
  exists(dir)
    ? walk(join(root, dir))
        .filter((path) => path.endsWith('.ts') && !/\.(int-)?spec\.ts$/.test(path))
        .map((path) => withoutComments(readFileSync(path, 'utf8')))
        .join('\n')
    : '';
// The libs an app runs: its package's @ecp/ dependencies (not devDependencies), and theirs.
const libDirs = new Map(readdirSync(join(root, 'libs')).filter((name) => exists(`libs/${name}/package.json`)).map((name) => [JSON.parse(readFileSync(join(root, `libs/${name}/package.json`), 'utf8')).name, `libs/${name}`]));
function libsOf(packageDir, seen = new Set()) {
  const dependencies = JSON.parse(readFileSync(join(root, packageDir, 'package.json'), 'utf8')).dependencies ?? {};
  for (const name of Object.keys(dependencies)) {
    const dir = libDirs.get(name);
    if (dir && !seen.has(dir)) libsOf(dir, seen.add(dir));
  }
  return seen;
}
const appCode = new Map();
function unreadEnv(app, names) {
  const dir = app === 'gateway' ? 'gateway' : `services/${app}`;
  if (!appCode.has(app)) appCode.set(app, [dir, ...libsOf(dir)].map((path) => codeOf(`${path}/src`)).join('\n'));
  const code = appCode.get(app);
  return [...names].filter((name) => {
    // What every app must get (REQUIRED_ENV) is the architecture's contract, whether or not this app reads it yet.
    if (RUNTIME_ENV.has(name) || (REQUIRED_ENV[app] ?? []).includes(name)) return false;
    // The runtime builds this one's name: each service may be given a database of its own (deploy/README.md).
    if (name === `${app.toUpperCase()}_DATABASE_URL`) return false;
    return !new RegExp(`\\b${name}\\b`).test(code);
  });
}
// The check itself: a name no code holds, or only another app's (training keeps no files), is reported; the training
// service's own settings, its database override and a lib's (NATS_URL) are not.
if (unreadEnv('training', ['ECP_NO_SUCH_SETTING', 'S3_BUCKET', 'LEARNING_PROVIDER_API_KEY', 'TRAINING_DATABASE_URL', 'NATS_URL']).join() !== 'ECP_NO_SUCH_SETTING,S3_BUCKET') {
  problem('scripts/check-deploy.mjs', 'the unread-variable check does not tell a read name from an unread one');
}

// ---------------------------------------------------------------- Dockerfile
console.log(`\n${DOCKERFILE}`);
{
  const text = exists(DOCKERFILE) ? readFileSync(join(root, DOCKERFILE), 'utf8') : '';
  if (!text) problem(DOCKERFILE, 'missing');
  const lines = text.replace(/\\\n/g, ' ').split('\n').map((line) => line.trim());
  const stages = lines.filter((line) => /^FROM\s/i.test(line)).map((line) => line.match(/\sAS\s+(\S+)/i)?.[1] ?? '(unnamed)');
  const missing = STAGES.filter((stage) => !stages.includes(stage));
  if (missing.length) problem(DOCKERFILE, `missing stages: ${missing.join(', ')}`);
  if (stages.at(-1) !== 'runtime') problem(DOCKERFILE, `the last stage is "${stages.at(-1)}", expected "runtime"`);
  checked(`stages ${stages.join(' → ')}`);

  const runtime = lines.slice(lines.findLastIndex((line) => /^FROM\s/i.test(line)));
  const user = runtime.findLast((line) => /^USER\s/i.test(line))?.split(/\s+/)[1];
  if (!user || ['root', '0'].includes(user.split(':')[0])) problem(DOCKERFILE, 'runtime stage must switch to a non-root USER');
  checked(`runtime runs as a non-root user (${user})`);
  for (const instruction of ['HEALTHCHECK', 'CMD', 'ARG APP']) {
    if (!runtime.some((line) => line.toUpperCase().startsWith(instruction))) problem(DOCKERFILE, `runtime stage has no ${instruction}`);
  }
  if (!/npm ci\b/.test(text)) problem(DOCKERFILE, 'dependencies must be installed with npm ci');
  if (!/--omit=dev/.test(text)) problem(DOCKERFILE, 'no production-only dependency install (--omit=dev)');
  if (!/nx run-many -t build|nx build/.test(text)) problem(DOCKERFILE, 'no nx build');
  checked('npm ci, nx build, production dependencies, HEALTHCHECK, CMD');

  // Every workspace manifest must reach `npm ci`, or the lock file no longer matches the tree.
  const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces.flatMap((pattern) =>
    pattern.endsWith('/*') ? readdirSync(join(root, pattern.slice(0, -2))).map((name) => `${pattern.slice(0, -2)}/${name}`) : [pattern],
  ).filter((ws) => exists(`${ws}/package.json`));
  const notCopied = workspaces.filter((ws) => !text.includes(`COPY ${ws}/package.json`));
  if (notCopied.length) problem(DOCKERFILE, `workspace manifests not copied before npm ci: ${notCopied.join(', ')}`);
  checked(`all ${workspaces.length} workspace manifests copied before npm ci`);

  const ignore = `${DOCKERFILE}.dockerignore`;
  const ignored = exists(ignore) ? readFileSync(join(root, ignore), 'utf8').split('\n').map((line) => line.trim()) : [];
  for (const rule of ['**/node_modules', '**/dist', '.env', '.git']) {
    if (!ignored.includes(rule)) problem(ignore, `should ignore ${rule}`);
  }
  checked(`${ignore} keeps node_modules, dist, .env and .git out of the context`);
}

// ---------------------------------------------------------------- docker-compose.yml
console.log('\ndocker-compose.yml');
{
  const compose = files.get('docker-compose.yml')?.[0];
  const services = compose?.services ?? {};
  if (!compose) problem('docker-compose.yml', 'missing or unparsable');
  const declaredVolumes = new Set(Object.keys(compose?.volumes ?? {}));
  const envNames = (service) =>
    new Set(Array.isArray(service.environment) ? service.environment.map((entry) => entry.split('=')[0]) : Object.keys(service.environment ?? {}));
  const built = new Map(); // app → compose service name

  for (const [name, service] of Object.entries(services)) {
    const where = `docker-compose.yml services.${name}`;
    if (!service.image && !service.build) problem(where, 'needs image or build');
    for (const volume of service.volumes ?? []) {
      const source = typeof volume === 'string' ? volume.split(':')[0] : volume.source;
      if (source && !/^[./~]/.test(source) && !declaredVolumes.has(source)) problem(where, `volume "${source}" is not declared under volumes:`);
    }
    const dependsOn = Array.isArray(service.depends_on) ? Object.fromEntries(service.depends_on.map((dep) => [dep, {}])) : service.depends_on ?? {};
    for (const [dependency, { condition }] of Object.entries(dependsOn)) {
      const target = services[dependency];
      if (!target) problem(where, `depends_on unknown service "${dependency}"`);
      else if (condition === 'service_healthy' && !target.healthcheck && target.build?.dockerfile !== DOCKERFILE) {
        problem(where, `waits for "${dependency}" to be healthy, but it has no healthcheck`);
      }
    }
    if (!service.build) continue;

    const context = service.build.context ?? '.';
    const dockerfile = join(context, service.build.dockerfile ?? 'Dockerfile');
    if (!exists(context)) problem(where, `build context ${context} does not exist`);
    if (!exists(dockerfile)) problem(where, `Dockerfile ${dockerfile} does not exist`);
    const appPath = service.build.args?.APP;
    if (!appPath || !exists(`${appPath}/package.json`) || !exists(`${appPath}/src/main.ts`)) {
      problem(where, `build arg APP="${appPath}" is not an app folder with package.json and src/main.ts`);
      continue;
    }
    const app = basename(appPath);
    built.set(app, name);
    const missing = missingEnv(app, envNames(service));
    if (missing.length) problem(where, `environment lacks ${missing.join(', ')}`);
    const unread = unreadEnv(app, envNames(service));
    if (unread.length) problem(where, `environment sets ${unread.join(', ')}, which its code does not read`);
    if (service.environment?.RUN_MODE !== 'distributed') problem(where, 'RUN_MODE must be distributed');
    if (app === 'gateway' && !(service.ports ?? []).some((port) => String(port).endsWith(':3000'))) problem(where, 'gateway must publish port 3000');
  }
  for (const infra of ['nats', 'postgres', 'minio']) if (!services[infra]) problem('docker-compose.yml', `no "${infra}" service`);
  if (services.nats && !String(services.nats.command ?? '').includes('-js')) problem('docker-compose.yml services.nats', 'JetStream needs -js');
  const notBuilt = apps.filter((app) => !built.has(app));
  if (notBuilt.length) problem('docker-compose.yml', `apps without a service: ${notBuilt.join(', ')}`);
  checked(`${Object.keys(services).length} services; ${built.size} apps built from ${DOCKERFILE} with their environment; depends_on, volumes, healthchecks`);
}

// ---------------------------------------------------------------- Kubernetes (kustomize)
console.log('\ndeploy/k8s');
{
  const kustomizations = [...files.keys()].filter((path) => path.startsWith('deploy/k8s/') && basename(path) === 'kustomization.yaml');
  const listed = new Set();
  for (const path of kustomizations) {
    const dir = dirname(path);
    const kustomization = files.get(path)[0];
    const entries = [
      ...(kustomization.resources ?? []),
      ...(kustomization.components ?? []),
      ...(kustomization.patches ?? []).map((patch) => patch.path).filter(Boolean),
      ...[...(kustomization.configMapGenerator ?? []), ...(kustomization.secretGenerator ?? [])].flatMap((generator) => [
        ...(generator.files ?? []).map((file) => file.split('=').at(-1)),
        ...(generator.envs ?? []),
      ]),
    ];
    for (const entry of entries) {
      const target = join(dir, entry);
      if (!exists(target)) problem(path, `${entry} does not exist`);
      else if (statSync(join(root, target)).isDirectory() && !exists(join(target, 'kustomization.yaml'))) problem(path, `${entry} has no kustomization.yaml`);
      listed.add(target);
    }
  }
  checked(`${kustomizations.length} kustomizations: every resource, patch and generator file exists`);

  // A manifest no kustomization lists is never deployed; templates are named *.example.yaml.
  const manifests = [...files.keys()].filter((path) => path.startsWith('deploy/k8s/') && /\.ya?ml$/.test(path) && basename(path) !== 'kustomization.yaml');
  for (const path of manifests) if (!listed.has(path) && !path.endsWith('.example.yaml')) problem(path, 'not listed in any kustomization');

  const resources = manifests.flatMap((path) => files.get(path).map((doc) => ({ path, doc })));
  const ofKind = (kind) => resources.filter(({ doc }) => doc.kind === kind);
  const configKeys = new Map(ofKind('ConfigMap').map(({ doc }) => [doc.metadata?.name, Object.keys(doc.data ?? {})]));
  // The keys of ecp-secrets: in the template prod copies (an optional key may be there as a comment: an empty value
  // would be set, not absent) and in the dev overlay's generator.
  const SECRET_TEMPLATE = 'deploy/k8s/base/secret.example.yaml';
  const templateText = exists(SECRET_TEMPLATE) ? readFileSync(join(root, SECRET_TEMPLATE), 'utf8') : '';
  const inTemplate = (key, optional) => new RegExp(`^\\s*${optional ? '#?\\s*' : ''}${key}:`, 'm').test(templateText);
  const devKeys = new Set(
    (files.get('deploy/k8s/overlays/dev/kustomization.yaml')?.[0]?.secretGenerator ?? [])
      .filter((generator) => generator.name === 'ecp-secrets')
      .flatMap((generator) => (generator.literals ?? []).map((literal) => literal.split('=')[0])),
  );
  // A shared ConfigMap's key must be read by some app's code.
  for (const [configMap, keys] of configKeys) {
    const unread = keys.filter((key) => apps.every((app) => unreadEnv(app, [key]).length));
    if (unread.length) problem(`ConfigMap ${configMap}`, `sets ${unread.join(', ')}, which no app's code reads`);
  }

  const deployments = ofKind('Deployment');
  for (const { path, doc } of deployments) {
    const name = doc.metadata?.name;
    const where = `${path} Deployment/${name}`;
    const pod = doc.spec?.template?.spec ?? {};
    const podLabels = doc.spec?.template?.metadata?.labels ?? {};
    const selector = doc.spec?.selector?.matchLabels ?? {};
    if (!Object.keys(selector).length || Object.entries(selector).some(([key, value]) => podLabels[key] !== value)) problem(where, 'selector does not match the pod labels');
    if (!pod.containers?.length) problem(where, 'no containers');
    for (const container of pod.containers ?? []) {
      const at = `${where} container ${container.name}`;
      const ports = new Set((container.ports ?? []).flatMap((port) => [port.name, port.containerPort]));
      for (const probe of ['livenessProbe', 'readinessProbe']) {
        const get = container[probe]?.httpGet;
        if (!get?.path || !get.port) problem(at, `${probe} needs httpGet path and port`);
        else if (!ports.has(get.port)) problem(at, `${probe} port ${get.port} is not a container port`);
      }
      for (const kind of ['requests', 'limits']) {
        for (const resource of ['cpu', 'memory']) if (!container.resources?.[kind]?.[resource]) problem(at, `resources.${kind}.${resource} missing`);
      }
      const security = { ...pod.securityContext, ...container.securityContext };
      if (security.runAsNonRoot !== true) problem(at, 'securityContext.runAsNonRoot must be true');
      if (container.securityContext?.readOnlyRootFilesystem !== true) problem(at, 'securityContext.readOnlyRootFilesystem must be true');
      if (container.securityContext?.allowPrivilegeEscalation !== false) problem(at, 'securityContext.allowPrivilegeEscalation must be false');
      if (!container.securityContext?.capabilities?.drop?.includes('ALL')) problem(at, 'securityContext.capabilities.drop must include ALL');

      const env = new Set((container.env ?? []).map((entry) => entry.name));
      for (const source of container.envFrom ?? []) {
        const keys = source.configMapRef && configKeys.get(source.configMapRef.name);
        if (source.configMapRef && !keys) problem(at, `envFrom ConfigMap ${source.configMapRef.name} is not defined`);
        for (const key of keys ?? []) env.add(key);
      }
      const missing = missingEnv(name, env);
      if (missing.length) problem(at, `environment lacks ${missing.join(', ')}`);
      // Its own entries only: the shared ConfigMap's keys go to every app and are checked against all of them above.
      const unread = unreadEnv(name, (container.env ?? []).map((entry) => entry.name));
      if (unread.length) problem(at, `environment sets ${unread.join(', ')}, which its code does not read`);
      // A secret key missing from the Secret stops the pod ('couldn't find key'): each one it takes is in the template
      // and, unless optional, generated by the dev overlay.
      for (const { valueFrom } of container.env ?? []) {
        const ref = valueFrom?.secretKeyRef;
        if (ref?.name !== 'ecp-secrets') continue;
        if (!inTemplate(ref.key, ref.optional)) problem(at, `secret key ${ref.key} is not in ${SECRET_TEMPLATE}`);
        if (!ref.optional && !devKeys.has(ref.key)) problem(at, `secret key ${ref.key} is not generated by the dev overlay`);
      }
      // Behind the ingress controller the gateway must read the client's address from X-Forwarded-For.
      const trustProxy = Number((container.env ?? []).find((entry) => entry.name === 'TRUST_PROXY')?.value ?? 0);
      if (name === 'gateway' && !(trustProxy >= 1)) problem(at, 'TRUST_PROXY must be at least 1 behind the ingress controller');
      // The ingress routes the gateway's HTTP port to the world: its metrics go out on a port of their own.
      const metricsPort = (container.env ?? []).find((entry) => entry.name === 'METRICS_PORT')?.value;
      if (name === 'gateway') {
        const scraped = doc.spec?.template?.metadata?.annotations?.['prometheus.io/port'];
        if (!metricsPort) problem(at, 'METRICS_PORT must be set (the HTTP port is public)');
        else if (scraped !== metricsPort) problem(at, `prometheus.io/port ${scraped} is not METRICS_PORT ${metricsPort}`);
        else if (!(container.ports ?? []).some((port) => String(port.containerPort) === metricsPort)) problem(at, `METRICS_PORT ${metricsPort} is not a declared container port`);
      }
    }
  }
  const names = new Set(deployments.map(({ doc }) => doc.metadata?.name));
  const undeployed = apps.filter((app) => !names.has(app));
  if (undeployed.length) problem('deploy/k8s/base', `apps without a Deployment: ${undeployed.join(', ')}`);
  checked(`${deployments.length} Deployments: probes on declared ports, requests/limits, non-root read-only securityContext, environment, the gateway trusting the ingress hop and serving metrics on a port of their own`);

  const services = ofKind('Service');
  for (const name of names) {
    const labels = deployments.find(({ doc }) => doc.metadata.name === name).doc.spec.template.metadata.labels;
    const selected = services.some(({ doc }) => Object.entries(doc.spec?.selector ?? { none: true }).every(([key, value]) => labels[key] === value));
    if (!selected) problem('deploy/k8s', `no Service selects Deployment/${name}`);
  }
  const hpas = ofKind('HorizontalPodAutoscaler');
  for (const { path, doc } of hpas) {
    const target = doc.spec?.scaleTargetRef;
    if (target?.kind !== 'Deployment' || !names.has(target.name)) problem(`${path} HPA/${doc.metadata?.name}`, 'scaleTargetRef is not a Deployment here');
    if (!(doc.spec?.metrics ?? []).some((metric) => metric.resource?.name === 'cpu')) problem(`${path} HPA/${doc.metadata?.name}`, 'no cpu metric');
  }
  const scaled = new Set(hpas.map(({ doc }) => doc.spec?.scaleTargetRef?.name));
  const unscaled = [...names].filter((name) => !scaled.has(name));
  if (unscaled.length) problem('deploy/k8s', `Deployments without an HPA: ${unscaled.join(', ')}`);
  checked(`${services.length} Services and ${hpas.length} cpu HPAs cover every Deployment`);
}

// ---------------------------------------------------------------- NATS JetStream definitions
console.log('\ndeploy/nats');
{
  const streams = [...files.entries()].filter(([path]) => path.startsWith('deploy/nats/streams/')).map(([path, [doc]]) => ({ path, doc }));
  const consumers = [...files.entries()].filter(([path]) => path.startsWith('deploy/nats/consumers/')).map(([path, [doc]]) => ({ path, doc }));
  // NATS subject matching: `*` is one token, `>` one or more trailing tokens.
  const covers = (pattern, subject) => {
    const want = pattern.split('.');
    const have = subject.split('.');
    for (const [i, token] of want.entries()) {
      if (token === '>') return have.length > i;
      if (i >= have.length || (token !== '*' && token !== have[i])) return false;
    }
    return want.length === have.length;
  };
  for (const { path, doc } of streams) {
    if (basename(path, '.json') !== doc.name) problem(path, `file name does not match stream name ${doc.name}`);
    if (!doc.subjects?.length || !doc.storage) problem(path, 'stream needs subjects and storage');
  }
  const events = streams.find(({ doc }) => doc.subjects?.includes('ecp.events.>'));
  if (!events) problem('deploy/nats/streams', 'no stream for ecp.events.>');
  if (!streams.some(({ doc }) => doc.subjects?.includes('ecp.dlq.>'))) problem('deploy/nats/streams', 'no dead-letter stream for ecp.dlq.>');

  // Subjects come from the generated partner document, i.e. from libs/contracts.
  const asyncapi = exists('docs/asyncapi.yaml') ? parseAllDocuments(readFileSync(join(root, 'docs/asyncapi.yaml'), 'utf8'))[0].toJS() : undefined;
  if (!asyncapi) problem('docs/asyncapi.yaml', 'missing: run npm run asyncapi');
  const subjects = new Set(Object.keys(asyncapi?.channels ?? {}));
  const durables = new Set();
  for (const { path, doc } of consumers) {
    const durable = doc.durable_name;
    durables.add(durable);
    const subject = doc.filter_subject?.replace(/^ecp\.events\./, '');
    const service = apps.find((app) => durable === `${app}-${subject?.replaceAll('.', '-')}`);
    if (basename(path, '.json') !== durable) problem(path, `file name does not match durable_name ${durable}`);
    if (!subjects.has(subject)) problem(path, `filter_subject ${doc.filter_subject} is not an event subject`);
    else if (!service) problem(path, `durable_name ${durable} is not <service>-<subject with dashes>`);
    if (doc.ack_policy !== 'explicit') problem(path, 'ack_policy must be explicit');
    // What NatsBus sets on a consumer it finds: its handler attempts and one more for the dead letters.
    if (doc.max_deliver !== BROKER_DELIVERY.maxDeliver + 1) problem(path, `max_deliver must be ${BROKER_DELIVERY.maxDeliver + 1} (BROKER_DELIVERY.maxDeliver + 1)`);
    if (events && !events.doc.subjects.some((pattern) => covers(pattern, doc.filter_subject ?? ''))) problem(path, `${events.doc.name} does not hold ${doc.filter_subject}`);
  }
  checked(`${streams.length} streams; ${consumers.length} durable consumers named <service>-<subject> on subjects from docs/asyncapi.yaml`);

  // Every @EventPattern a service handles is a durable the deployment must provision (the bus derives its name).
  const handled = [];
  for (const app of apps) {
    const dir = join(root, 'services', app, 'src');
    if (!existsSync(dir)) continue;
    for (const file of readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith('.controller.ts'))) {
      for (const match of readFileSync(join(dir, String(file)), 'utf8').matchAll(/@EventPattern\('([^']+)'\)/g)) handled.push(`${app}-${match[1].replaceAll('.', '-')}`);
    }
  }
  const unprovisioned = [...new Set(handled)].filter((durable) => !durables.has(durable));
  if (unprovisioned.length) problem('deploy/nats/consumers', `no definition for the durables the services subscribe: ${unprovisioned.join(', ')}`);
  checked(`every @EventPattern of the services (${new Set(handled).size}) has its durable consumer definition`);

  // The table in deploy/README.md is what operators read: it must list exactly these durables.
  const readme = exists('deploy/README.md') ? readFileSync(join(root, 'deploy/README.md'), 'utf8') : '';
  const documented = new Set(
    [...readme.matchAll(/`([a-z0-9-]+)`/g)].map((match) => match[1]).filter((token) => apps.some((app) => token.startsWith(`${app}-`))),
  );
  const undocumented = [...durables].filter((durable) => !documented.has(durable));
  const stale = [...documented].filter((durable) => !durables.has(durable));
  if (undocumented.length) problem('deploy/README.md', `consumer table lacks ${undocumented.join(', ')}`);
  if (stale.length) problem('deploy/README.md', `consumer table lists ${stale.join(', ')} with no definition in deploy/nats/consumers`);
  checked('deploy/README.md consumer table matches the definitions');
}

// ---------------------------------------------------------------- Kubernetes: rendered manifests against the API schemas
console.log('\ndeploy/k8s rendered');
{
  /** The kubernetes-models class for a resource (its JSON schema validator), or undefined for an unknown kind. */
  const modelOf = async ({ apiVersion = '', kind = '' }) => {
    const path = `kubernetes-models/${apiVersion.includes('/') ? apiVersion : `v1`}/${kind}`.replace('kubernetes-models/v1/v1', 'kubernetes-models/v1');
    try {
      return (await import(path))[kind];
    } catch {
      return undefined;
    }
  };
  const schemaErrors = async (resource) => {
    const Model = await modelOf(resource);
    if (!Model) return [`no Kubernetes schema for ${resource.apiVersion} ${resource.kind}`];
    try {
      new Model(resource).validate();
      return [];
    } catch (error) {
      return [error.message.split('\n')[0]];
    }
  };
  // The validator must catch a broken manifest, or the check below proves nothing.
  const broken = { apiVersion: 'apps/v1', kind: 'Deployment', metadata: { name: 'broken' }, spec: { selector: {}, template: { spec: { containers: [{ name: 'x', ports: [{ containerPort: 'http' }] }] } } } };
  if (!(await schemaErrors(broken)).length) problem('scripts/check-deploy.mjs', 'the schema validator accepted a Deployment with a string containerPort');

  const rendered = new Map();
  for (const dir of ['deploy/k8s/base', 'deploy/k8s/overlays/dev', 'deploy/k8s/overlays/prod']) {
    let resources = [];
    try {
      resources = kustomize(join(root, dir));
    } catch (error) {
      problem(dir, `kustomize: ${error.message}`);
    }
    rendered.set(dir, resources);
    for (const resource of resources) {
      for (const error of await schemaErrors(resource)) problem(`${dir} ${resource.kind}/${resource.metadata?.name}`, error);
    }
  }
  const counts = [...rendered].map(([dir, resources]) => `${dir.replace('deploy/k8s/', '')} ${resources.length}`).join(', ');
  checked(`rendered (${counts} resources) and valid against the Kubernetes schemas of kubernetes-models`);

  // Network policies: deny by default, DNS for all, only the gateway reachable from outside the namespace
  // (metrics scrapes aside), each app's egress limited to ports of NATS, PostgreSQL, S3 and its configured partners.
  for (const [dir, resources] of rendered) {
    const policies = resources.filter((resource) => resource.kind === 'NetworkPolicy');
    const selectsAll = (policy) => Object.keys(policy.spec?.podSelector ?? { none: 1 }).length === 0;
    const denyAll = policies.find((policy) => selectsAll(policy) && ['Ingress', 'Egress'].every((type) => policy.spec.policyTypes?.includes(type)) && !policy.spec.ingress && !policy.spec.egress);
    if (!denyAll) problem(dir, 'no default-deny NetworkPolicy (empty podSelector, Ingress and Egress, no rules)');
    const dns = policies.some((policy) => selectsAll(policy) && (policy.spec.egress ?? []).some((rule) => (rule.ports ?? []).some((port) => port.port === 53)));
    if (!dns) problem(dir, 'no NetworkPolicy lets every pod reach DNS (port 53)');
    const deployments = resources.filter((resource) => resource.kind === 'Deployment');
    const labelsOf = (name) => deployments.find((deployment) => deployment.metadata.name === name)?.spec.template.metadata.labels ?? {};
    const selects = (policy, labels) => {
      const selector = policy.spec?.podSelector ?? {};
      const byLabel = Object.entries(selector.matchLabels ?? {}).every(([key, value]) => labels[key] === value);
      const byExpression = (selector.matchExpressions ?? []).every(({ key, operator, values }) => (operator === 'In' ? values.includes(labels[key]) : operator === 'NotIn' ? !values.includes(labels[key]) : true));
      return byLabel && byExpression;
    };
    for (const deployment of deployments) {
      const name = deployment.metadata.name;
      const mine = policies.filter((policy) => selects(policy, labelsOf(name)));
      for (const policy of mine) {
        for (const rule of policy.spec.ingress ?? []) {
          const sources = rule.from ?? [{}];
          const fromMonitoring = sources.every((source) => source.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] === 'monitoring');
          if (name !== 'gateway' && !fromMonitoring) problem(`${dir} NetworkPolicy/${policy.metadata.name}`, `lets traffic into ${name}, which only the metrics scraper may reach`);
          if (!rule.from?.length) problem(`${dir} NetworkPolicy/${policy.metadata.name}`, `lets traffic into ${name} from anywhere`);
        }
        for (const rule of policy.spec.egress ?? []) {
          if (!rule.ports?.length) problem(`${dir} NetworkPolicy/${policy.metadata.name}`, `lets ${name} out on every port`);
        }
      }
      const reachesNats = mine.some((policy) => (policy.spec.egress ?? []).some((rule) => rule.ports?.some((port) => port.port === 4222)));
      if (!reachesNats) problem(`${dir} Deployment/${name}`, 'no NetworkPolicy lets it reach NATS (4222)');
      const reachesPostgres = mine.some((policy) => (policy.spec.egress ?? []).some((rule) => rule.ports?.some((port) => port.port === 5432)));
      if (reachesPostgres !== (name !== 'gateway')) problem(`${dir} Deployment/${name}`, name === 'gateway' ? 'the gateway owns no tables: it must not reach PostgreSQL' : 'no NetworkPolicy lets it reach PostgreSQL (5432)');
    }
    const fromIngress = policies.filter((policy) => (policy.spec.ingress ?? []).some((rule) => (rule.from ?? []).some((source) => source.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'] !== 'monitoring')));
    if (!fromIngress.length || fromIngress.some((policy) => !selects(policy, labelsOf('gateway')) || selectsAll(policy))) {
      problem(dir, 'exactly the gateway must be reachable from the ingress controller');
    }
  }
  checked('NetworkPolicies: default deny, DNS, only the gateway from the ingress, services out only to NATS/PostgreSQL/S3 ports and their partners');
}

// ---------------------------------------------------------------- NATS users and permissions
console.log('\ndeploy/nats users');
{
  const contracts = join(root, 'libs', 'contracts', 'dist', 'index.js');
  if (!existsSync(contracts) || !existsSync(join(root, 'libs', 'messaging', 'dist', 'nats-permissions.js'))) {
    problem('libs/contracts, libs/messaging', 'not built: run the build first (npm test builds before this stage)');
  } else {
    const expected = await renderAccountsConf();
    const current = existsSync(ACCOUNTS_CONF) ? readFileSync(ACCOUNTS_CONF, 'utf8') : '';
    if (current !== expected) problem(rel(ACCOUNTS_CONF), 'not current: run `npm run nats-config` and commit it');
    checked(`${rel(ACCOUNTS_CONF)} is what libs/contracts says (npm run nats-config)`);

    // The users' subjects come from serviceBusAccess: it must say what the code does.
    const { serviceBusAccess, requestSchemas } = await import(pathToFileURL(contracts).href);
    const patterns = new Set(Object.keys(requestSchemas));
    for (const [service, access] of Object.entries(serviceBusAccess)) {
      const dir = join(root, 'services', service, 'src');
      const sources = readdirSync(dir, { recursive: true })
        .map(String)
        .filter((file) => file.endsWith('.ts') && !/\.(int-)?spec\.ts$/.test(file))
        .map((file) => readFileSync(join(dir, file), 'utf8'))
        .join('\n');
      const found = {
        // eraseDeletedUser (libs/runtime) confirms an erasure with the service's own user.erased.
        publishes: [...[...sources.matchAll(/emit\(\s*'([^']+)'/g)].map((match) => match[1]), ...(sources.includes('eraseDeletedUser(') ? ['user.erased'] : [])],
        consumes: [...sources.matchAll(/@EventPattern\('([^']+)'\)/g)].map((match) => match[1]),
        calls: [...sources.matchAll(/'([a-z]+\.[a-z-]+)'/g)].map((match) => match[1]).filter((name) => patterns.has(name) && !name.startsWith(`${service}.`)),
      };
      for (const [kind, names] of Object.entries(found)) {
        const said = new Set(access[kind]);
        const code = new Set(names);
        const unlisted = [...code].filter((name) => !said.has(name));
        const unused = [...said].filter((name) => !code.has(name));
        if (unlisted.length) problem(`services/${service}`, `${kind} ${unlisted.join(', ')}, not in serviceBusAccess.${service}.${kind} (libs/contracts/src/bus-access.ts)`);
        if (unused.length) problem(`libs/contracts/src/bus-access.ts`, `serviceBusAccess.${service}.${kind} lists ${unused.join(', ')}, which services/${service} does not`);
      }
    }
    checked("serviceBusAccess matches each service's emit(…), @EventPattern(…) and calls of other services' patterns");
  }
}

// ---------------------------------------------------------------- result
if (problems.length) {
  console.error(`\n${problems.length} problem(s):`);
  for (const line of problems) console.error(`  ✗ ${line}`);
  process.exit(1);
}
console.log('\nDeploy files OK.');
