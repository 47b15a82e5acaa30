// The JavaScript floor: the smallest App Router page of the Next.js version the site uses. The
// public-pages bench builds and serves it to compare the home page's JavaScript against.
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
