import type { SandboxCourse, SandboxEnrollment } from './sandbox-provider.js';

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)} · Sandbox Learning Provider</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f7f5;color:#14231b}
header{background:#14532d;color:#fff;padding:12px 24px;font-weight:600}
main{max-width:760px;margin:24px auto;padding:0 16px}
.card{background:#fff;border-radius:12px;padding:20px 24px;box-shadow:0 1px 3px #0002;margin-bottom:16px}
.bar{height:10px;background:#dde7e0;border-radius:5px;overflow:hidden}.bar>div{height:100%;background:#16a34a}
ol{padding-left:20px}li{margin:10px 0;display:flex;gap:12px;align-items:center;justify-content:space-between}
button{background:#16a34a;color:#fff;border:0;border-radius:6px;padding:6px 12px;cursor:pointer}
.muted{color:#5b6b62;font-size:14px}.done{color:#166534;font-weight:600}
</style></head><body><header>Sandbox Learning Provider</header><main>${body}</main></body></html>`;

export function renderCoursePage(
  course: SandboxCourse,
  enrollment: SandboxEnrollment,
  reported: { status: string; progress: number },
  action: string,
  token: string,
): string {
  const finished = reported.status === 'completed' || reported.status === 'passed';
  const modules = enrollment.modules
    .map((m) => {
      const right = m.status === 'completed'
        ? `<span class="done">Completed · score ${m.score ?? '–'}%</span>`
        : `<form method="post" action="${action}/modules/${m.order}?token=${encodeURIComponent(token)}"><button type="submit" aria-label="Complete module ${escape(m.module_name)}">Complete module</button></form>`;
      return `<li><span>${m.order}. ${escape(m.module_name)}</span>${right}</li>`;
    })
    .join('');
  return layout(course.title, `
<div class="card"><h1>${escape(course.title)}</h1><p class="muted">${escape(course.provider)}</p>
<p>Progress: <strong data-testid="progress">${reported.progress}%</strong> · Status: <strong data-testid="status">${escape(reported.status)}</strong></p>
<div class="bar" role="progressbar" aria-valuenow="${reported.progress}" aria-valuemin="0" aria-valuemax="100"><div style="width:${reported.progress}%"></div></div></div>
${finished ? '<div class="card"><h2>Course completed</h2><p>Well done! Return to the platform to see your score and certificate.</p></div>' : ''}
<div class="card"><h2>Modules</h2><ol>${modules}</ol></div>`);
}

export function renderCertificatePage(course: SandboxCourse, enrollment: SandboxEnrollment, score: number): string {
  const certificate = enrollment.certificate!;
  return layout('Certificate', `
<div class="card" style="text-align:center"><h1>Certificate of Completion</h1>
<p>This certifies that learner <strong>${escape(enrollment.provider_user_id)}</strong> completed</p>
<h2>${escape(course.title)}</h2><p class="muted">${escape(course.provider)}</p>
<p>Final score: <strong>${score}%</strong></p>
<p>Certificate number <strong data-testid="certificate-number">${escape(certificate.certificate_number)}</strong>, issued ${escape(certificate.issued_at.slice(0, 10))}</p></div>`);
}

export function renderMessagePage(title: string, message: string): string {
  return layout(title, `<div class="card"><h1>${escape(title)}</h1><p>${escape(message)}</p></div>`);
}
