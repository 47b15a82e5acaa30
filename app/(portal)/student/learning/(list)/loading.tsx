/** While My learning is read (docs/product.md#my-learning). */
export default function MyLearningLoading() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
      <p role="status" className="text-slate-700" data-test="learning-loading">
        Loading your courses…
      </p>
    </div>
  );
}
