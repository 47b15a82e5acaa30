"""`python score.py`: scores this kit's tests through the site's suite-score API (README.md, "Score your suite").

Starts a run for the exercise, then round after round asks for the next one, runs pytest with a JUnit report and tells
the site whether it passed or failed, until the run is over; then prints the result. Further arguments go to pytest
(e.g. `python score.py -x`). Exits non-zero only on errors: a low score is a result, not an error. Standard library
only, beside what the kit already needs.
"""
import json
import os
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

KIT = os.path.dirname(os.path.abspath(__file__))
BASE = os.environ.get('QA_ACADEMY_URL', 'http://localhost:3000').rstrip('/')
RUNS = f'{BASE}/api/practice/v1/suite-runs'
JUNIT_MAX = 512 * 1024


class ScoreError(Exception):
    pass


def exercise_of_kit():
    """QA_ACADEMY_EXERCISE, or the one the kit was made for (exercise.json)."""
    if os.environ.get('QA_ACADEMY_EXERCISE'):
        return os.environ['QA_ACADEMY_EXERCISE']
    try:
        with open(os.path.join(KIT, 'exercise.json'), encoding='utf-8') as file:
            return json.load(file)['exercise']
    except FileNotFoundError as error:
        raise ScoreError('Set QA_ACADEMY_EXERCISE to the exercise to score: this folder has no exercise.json.') from error


def send(method, url, headers, body=None):
    data = None if body is None else json.dumps(body).encode('utf-8')
    all_headers = dict(headers, **({'Content-Type': 'application/json'} if body is not None else {}))
    request = urllib.request.Request(url, data=data, headers=all_headers, method=method)
    try:
        with urllib.request.urlopen(request, timeout=60) as reply:
            return reply.read().decode('utf-8'), reply.headers
    except urllib.error.HTTPError as error:
        raise ScoreError(f'{method} {url[len(BASE):]} answered {error.code}: {error.read().decode("utf-8", "replace")}') from error


class OAuthBearer:
    """Your OAuth client's access token (the client credentials grant), asked for again a minute before it expires:
    a long run outlives one token."""

    def __init__(self, client_id, client_secret):
        self.form = {'grant_type': 'client_credentials', 'client_id': client_id, 'client_secret': client_secret}
        self.headers, self.renew_at = None, 0.0

    def __call__(self):
        if self.headers is None or time.monotonic() >= self.renew_at:
            text, _ = send('POST', f'{BASE}/api/practice/v1/oauth/token', {}, self.form)
            token = json.loads(text)
            self.headers = {'Authorization': f'Bearer {token["access_token"]}'}
            self.renew_at = time.monotonic() + token['expires_in'] - 60
        return self.headers


def credentials():
    """What authenticates each call, as a function answering its headers: your practice token (QA_ACADEMY_TOKEN) as a
    bearer; else your OAuth client's access token (QA_ACADEMY_CLIENT_ID and QA_ACADEMY_CLIENT_SECRET); else the
    session of your login, as the tests log in."""
    if os.environ.get('QA_ACADEMY_TOKEN'):
        headers = {'Authorization': f'Bearer {os.environ["QA_ACADEMY_TOKEN"]}'}
        return lambda: headers
    client_id, client_secret = os.environ.get('QA_ACADEMY_CLIENT_ID'), os.environ.get('QA_ACADEMY_CLIENT_SECRET')
    if client_id and client_secret:
        return OAuthBearer(client_id, client_secret)
    email, password = os.environ.get('QA_ACADEMY_EMAIL'), os.environ.get('QA_ACADEMY_PASSWORD')
    if not email or not password:
        raise ScoreError('Set QA_ACADEMY_TOKEN, QA_ACADEMY_CLIENT_ID and QA_ACADEMY_CLIENT_SECRET, or QA_ACADEMY_EMAIL and QA_ACADEMY_PASSWORD (see README.md).')
    _, reply_headers = send('POST', f'{BASE}/api/auth/login', {}, {'email': email, 'password': password})
    headers = {'Cookie': '; '.join(line.split(';')[0] for line in reply_headers.get_all('Set-Cookie') or [])}
    return lambda: headers


def call(auth, method, url, body=None):
    text, _ = send(method, url, auth(), body)
    return json.loads(text) if text else None


def run_tests(report, extra):
    """Runs pytest in the kit with a JUnit report; answers passed or failed and the report."""
    command = [sys.executable, '-m', 'pytest', f'--junitxml={report}', *extra]
    code = subprocess.call(command, cwd=KIT)
    outcome = {'outcome': 'passed' if code == 0 else 'failed'}
    if os.path.exists(report):
        with open(report, encoding='utf-8') as file:
            junit = file.read()
        if len(junit) <= JUNIT_MAX:
            outcome['junit'] = junit
    return outcome


def print_result(run):
    result = run.get('result')
    if not result:
        print(f'\nThe run ended without a result ({run["status"]}).')
        return
    if result['score'] is None:
        flaky = ' (and only sometimes: it is flaky)' if result['flaky'] else ''
        print(f'\nNo score: your suite fails on the clean build{flaky}.')
    else:
        print(f'\nScore: {result["killed"]} of {len(result["matrix"])} killed ({round(result["score"] * 100)} %)')
    for index, entry in enumerate(result['matrix'], start=1):
        tests = f', failed: {"; ".join(entry["failedTests"])}' if entry['failedTests'] else ''
        print(f'  #{index}: {"killed" if entry["killed"] else "survived"}{tests}')


def main(extra):
    exercise = exercise_of_kit()
    auth = credentials()
    run = call(auth, 'POST', RUNS, {'exercise': exercise})['run']
    print(f'Scoring run {run["id"]} of {exercise}: {run["rounds"]} rounds', flush=True)
    report = os.path.join(tempfile.mkdtemp(prefix='qa-academy-score-'), 'report.xml')
    try:
        while run['status'] == 'open':
            step = call(auth, 'POST', f'{RUNS}/{run["id"]}/rounds/next')
            print(f'\n--- round {step["round"]} of {step["of"]} ---', flush=True)
            if os.path.exists(report):
                os.remove(report)
            outcome = run_tests(report, extra)
            print(f'round {step["round"]}: {outcome["outcome"]}', flush=True)
            run = call(auth, 'POST', f'{RUNS}/{run["id"]}/rounds/{step["round"]}/outcome', outcome)['run']
    except BaseException:
        # Leave nothing open: the run is abandoned, so your own settings apply again at once.
        try:
            call(auth, 'DELETE', f'{RUNS}/{run["id"]}')
        except ScoreError:
            pass
        raise
    print_result(run)
    return 0 if run['status'] == 'finished' else 1


if __name__ == '__main__':
    try:
        sys.exit(main(sys.argv[1:]))
    except ScoreError as error:
        print(f'score: {error}', file=sys.stderr)
        sys.exit(1)
