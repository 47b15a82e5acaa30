import { upload } from './multipart-upload';

/** Stores a generated video of `bytes` bytes through the real upload route; answers its stored name. */
export async function uploadVideo(url: string, cookie: string, bytes: number): Promise<string> {
  const { status, body } = await upload(`${url}/api/trainings`, bytes, cookie);
  if (status !== 200) throw new Error(`upload failed: ${status} ${body}`);
  return JSON.parse(body).video.video_name as string;
}
