import type { ListFileAnswer, ListFileRequest } from '../../protocol/wire';
import { refusal, type Answer } from '../refusals';
import { signedCall, type SignedRequest } from '../replication/signed-call';
import type { ServiceDeps } from '../service-deps';
import { LIST_CHUNK_BYTES, listFileChunk } from './list-files';
import { publishedToBranch } from './published-list-files';

/**
 * POST /api/v1/list-file (D139): one chunk of a sanctions list file, answered only for a file the
 * signing workstation's branch runs now. A workstation reads the file's size and SHA-256 in the
 * signed settings answer and checks the whole file against them before it uses a byte.
 */
export async function listFileAnswer(
  deps: ServiceDeps,
  request: SignedRequest<ListFileRequest>,
): Promise<Answer<ListFileAnswer>> {
  const { fileId, chunk } = request.body;
  return signedCall(deps, 'list-file', request, async (tx, ws) => {
    const file = await publishedToBranch(tx, ws.branch.code, fileId);
    const bytes = file ? await listFileChunk(tx, fileId, chunk) : null;
    if (!file || !bytes) {
      return {
        ok: false,
        refusal: refusal(
          'list-file-unknown',
          `Head office publishes no list file ${fileId} with a chunk ${chunk} to branch ${ws.branch.code}: fetch the branch's settings again.`,
        ),
      };
    }
    return {
      ok: true,
      value: {
        fileId,
        chunk,
        chunks: Math.ceil(file.size / LIST_CHUNK_BYTES),
        bytes: Buffer.from(bytes).toString('base64'),
      },
    };
  });
}
