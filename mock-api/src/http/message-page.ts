/** A small page for links opened from e-mail (unsubscribe, downloads): inline styles only, no scripts. */
export function messagePage(title: string, message: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} | Panic Squad</title>
</head>
<body style="margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#111;color:#fff;font-family:Arial,sans-serif">
<main style="max-width:420px;padding:32px;border:4px solid #ff2e63;border-radius:12px;background:#1d1d1d;text-align:center">
<h1 style="margin:0 0 12px;font-size:28px;letter-spacing:1px">${title}</h1>
<p style="margin:0 0 24px;line-height:1.5">${message}</p>
<a href="/" style="color:#ffd23f;font-weight:bold">Back to Panic Squad</a>
</main>
</body>
</html>
`;
}
