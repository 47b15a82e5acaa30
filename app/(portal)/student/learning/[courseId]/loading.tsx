/** While a course view is read (docs/product.md#my-learning). */
export default function MyCourseLoading() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
      <p role="status" className="text-slate-700" data-test="learning-loading">
        Loading the course…
      </p>
    </div>
  );
}
