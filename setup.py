"""The C extension of the claim search (everything else is in pyproject.toml).

``optional=True``: when it cannot be compiled the package still installs, and
:mod:`bridgelaws.claims.search` runs its pure-Python search.
"""

from setuptools import Extension, setup

setup(ext_modules=[Extension("bridgelaws.claims._csearch", ["src/bridgelaws/claims/_csearch.c"],
                             optional=True, extra_compile_args=["-O2"])])
