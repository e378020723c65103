#!/usr/bin/env python3
"""Runs the `run:` steps of iblint's composite action (action.yml) the way a GitHub runner would,
on this machine, to check the action's shell code without GitHub.

    scripts/run-action-locally.py [--input NAME=VALUE ...] [--workspace DIR] [--cache-hit]

What it does as the runner does: substitutes the `${{ … }}` expressions the action uses
(github.action_path, inputs.*, steps.*.outputs.*, runner.os), evaluates the `if:` conditions the
action uses, gives each step its `env:`, `working-directory:` and a GITHUB_OUTPUT file, runs it
with `bash -e {0}` semantics (`bash --noprofile --norc -eo pipefail`), and stops at the first step
that fails, with its exit status. `uses:` steps (actions/cache) are not run: the cache misses,
unless --cache-hit says the binary was restored. It prints the action's outputs as NAME=VALUE.
Needs ruamel.yaml (installed with check-jsonschema).
"""
import argparse
import os
import platform
import re
import subprocess
import sys
import tempfile

from ruamel.yaml import YAML

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXPRESSION = re.compile(r"\$\{\{\s*(.*?)\s*\}\}")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--input", action="append", default=[], metavar="NAME=VALUE")
    parser.add_argument("--workspace", default=os.getcwd())
    parser.add_argument("--cache-hit", action="store_true")
    args = parser.parse_args()

    action = YAML(typ="safe").load(open(os.path.join(ROOT, "action.yml")))
    inputs = {name: str(spec.get("default", "")) for name, spec in action.get("inputs", {}).items()}
    for item in args.input:
        name, _, value = item.partition("=")
        if name not in inputs:
            sys.exit(f"run-action-locally: action.yml has no input '{name}'")
        inputs[name] = value
    runner_os = {"Linux": "Linux", "Darwin": "macOS"}.get(platform.system(), platform.system())
    context = {"github.action_path": ROOT, "runner.os": runner_os}
    context.update({f"inputs.{name}": value for name, value in inputs.items()})
    step_outputs = {}

    def value(expression):
        if expression in context:
            return context[expression]
        match = re.fullmatch(r"steps\.([\w-]+)\.outputs\.([\w-]+)", expression)
        if match:
            return step_outputs.get(match.group(1), {}).get(match.group(2), "")
        sys.exit(f"run-action-locally: cannot evaluate ${{{{ {expression} }}}}")

    def substitute(text):
        return EXPRESSION.sub(lambda m: value(m.group(1)), str(text))

    def condition(expression):
        expression = EXPRESSION.sub(lambda m: m.group(1), str(expression)).strip()
        match = re.fullmatch(r"(\S+)\s*(==|!=)\s*'([^']*)'", expression)
        if not match:
            sys.exit(f"run-action-locally: cannot evaluate if: {expression}")
        left = value(match.group(1))
        return (left == match.group(3)) == (match.group(2) == "==")

    for step in action["runs"]["steps"]:
        name = step.get("name", step.get("uses", "step"))
        if "uses" in step:
            if step.get("id"):
                step_outputs[step["id"]] = {"cache-hit": "true" if args.cache_hit else "false"}
            print(f"run-action-locally: skip '{name}' ({step['uses']}: cache-hit={args.cache_hit})")
            continue
        if "if" in step and not condition(step["if"]):
            print(f"run-action-locally: skip '{name}' (if: {step['if']})")
            continue
        directory = substitute(step.get("working-directory", "."))
        if not os.path.isabs(directory):
            directory = os.path.join(args.workspace, directory)
        with tempfile.NamedTemporaryFile("w+", delete=False) as output:
            output_path = output.name
        env = dict(os.environ, GITHUB_OUTPUT=output_path, GITHUB_ACTION_PATH=ROOT,
                   GITHUB_WORKSPACE=args.workspace, RUNNER_OS=runner_os,
                   RUNNER_ARCH={"x86_64": "X64", "arm64": "ARM64", "aarch64": "ARM64"}.get(platform.machine(), "X64"))
        env.update({key: substitute(val) for key, val in step.get("env", {}).items()})
        print(f"run-action-locally: run '{name}' in {directory}", flush=True)
        status = subprocess.call(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", substitute(step["run"])],
                                 cwd=directory, env=env)
        with open(output_path) as output:
            pairs = [line.rstrip("\n").split("=", 1) for line in output if "=" in line]
        os.unlink(output_path)
        if step.get("id"):
            step_outputs[step["id"]] = dict(pairs)
        if status != 0:
            print(f"run-action-locally: step '{name}' exited {status}")
            sys.exit(status)
    for name, spec in action.get("outputs", {}).items():
        print(f"{name}={substitute(spec['value'])}")


if __name__ == "__main__":
    main()
