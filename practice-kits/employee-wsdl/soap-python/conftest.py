"""Shared fixtures: the site's address, your OAuth client, and zeep clients built from the service's WSDL (README.md)."""
import os

import pytest
from zeep import Client
from zeep.wsse.username import UsernameToken

SERVICE_PATH = '/api/practice/soap/employees'
SERVICE = 'EmployeeService'
PORTS = {'1.1': 'EmployeeSoap11Port', '1.2': 'EmployeeSoap12Port'}


@pytest.fixture(scope='session')
def base_url():
    return os.environ.get('QA_ACADEMY_URL', 'http://localhost:3000').rstrip('/')


@pytest.fixture(scope='session')
def oauth_client():
    client_id = os.environ.get('QA_ACADEMY_CLIENT_ID')
    client_secret = os.environ.get('QA_ACADEMY_CLIENT_SECRET')
    if not client_id or not client_secret:
        pytest.exit('Set QA_ACADEMY_CLIENT_ID and QA_ACADEMY_CLIENT_SECRET to an OAuth client of yours (see README.md).', returncode=2)
    return client_id, client_secret


@pytest.fixture(scope='session')
def client(base_url, oauth_client):
    """zeep reads the served WSDL, builds every call from it and reads every reply by its schema. Each call is signed
    with a WS-Security UsernameToken: your client id and a PasswordDigest of its secret, with a fresh Nonce and
    Created, so the secret never travels."""
    client_id, client_secret = oauth_client
    return Client(f'{base_url}{SERVICE_PATH}?wsdl', wsse=UsernameToken(client_id, client_secret, use_digest=True))


@pytest.fixture(scope='session')
def service(client):
    """The operations in SOAP 1.1."""
    return client.bind(SERVICE, PORTS['1.1'])


@pytest.fixture(scope='session')
def service12(client):
    """The same operations in SOAP 1.2."""
    return client.bind(SERVICE, PORTS['1.2'])
