"""The C extensions (everything else is in pyproject.toml): the claim search, and the
table's short road for a correct card (``bridgelaws._cfold``).

``optional=True``: when one cannot be compiled the package still installs, and
:mod:`bridgelaws.claims.search` runs its pure-Python search, :class:`bridgelaws.table.Table`
its Python short road.
"""

from setuptools import Extension, setup

setup(ext_modules=[Extension("bridgelaws.claims._csearch", ["src/bridgelaws/claims/_csearch.c"],
                             optional=True, extra_compile_args=["-O2"]),
                   Extension("bridgelaws._cfold", ["src/bridgelaws/_cfold.c"],
                             optional=True, extra_compile_args=["-O2"])])
